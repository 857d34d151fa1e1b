// The key format lives in domain/uploads.ts (one rule for server and forms).
export * from '#domain/uploads.ts';
