import { z } from 'zod';

/** A connection's nonce, sent in the server's hello and carried by a login: 128 random bits in hex. */
export const connectionNonce = z.string().regex(/^[0-9a-f]{32}$/, 'a nonce is 32 hexadecimal digits');
