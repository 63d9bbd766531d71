// The islands build as the pre-render reads it (app/islands/islands-build.ts, `islandsBuildModule`).
declare module 'virtual:rinn-islands-build' {
  export const islandsBuild: import('./islands-build.ts').IslandsBuild | null;
}
