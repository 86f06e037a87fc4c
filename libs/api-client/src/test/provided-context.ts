// What the global setup hands to the browser tests through vitest's provide / inject.
declare module 'vitest' {
  export interface ProvidedContext {
    uploadServerUrl: string;
  }
}

export {};
