/**
 * Imported first by the embedded launcher: React, React Router and the server build choose their
 * production or development code from NODE_ENV when they are first loaded, and `npm start` serves
 * the production build (the development one renders pages several times slower).
 */
process.env.NODE_ENV ??= 'production';
