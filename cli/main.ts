// Production React (no development checks) unless the caller chose otherwise; must be set before React
// is first imported, hence the dynamic import.
process.env.NODE_ENV ??= 'production';
await import('./run.ts');
