// Vite's `import.meta.glob`, used by the statechart test to read the READMEs without Node APIs.
interface ImportMeta {
  glob<T>(pattern: string, options: { query: string; import: string; eager: true }): Record<string, T>;
}
