import { config } from 'zod';

/**
 * The contract's schemas also run here, and zod would probe `new Function` for its faster
 * parsers; the page's CSP forbids eval, so the probe would only log a violation. Parse without it.
 */
config({ jitless: true });
