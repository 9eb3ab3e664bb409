// Every table, enum and relation, for drizzle (typed queries) and drizzle-kit (migrations).
export * from './appointment-links';
export * from './appointments';
export * from './automation';
export * from './auth';
export * from './billing';
export * from './booking';
export * from './clinic';
export * from './clinical';
export * from './insurance';
export * from './patients';
export * from './platform';
export * from './privacy';
export * from './rebooking';
export * from './relations';
export * from './site-version';
export * from './staff';
export * from './waitlist';
