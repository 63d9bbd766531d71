/** Where the API lives: `VITE_API_BASE_URL`, or the same origin as the site (the API server serves both). */
export const API_BASE_URL: string = (import.meta.env['VITE_API_BASE_URL'] as string | undefined) ?? '';
