export * from './auth.ts';
export * from './calendars.ts';
export * from './claims.ts';
export * from './directory.ts';
export * from './line.ts';
export * from './operations.ts';
export * from './questions.ts';
export * from './reviews.ts';
