import { z } from 'zod';

/**
 * A pasted link: any text up to a URL's length. The api checks what a link may be (http(s), a
 * public address) and answers a refusal in the request's language, which a schema could not.
 */
export const linkUrlSchema = z.string().trim().min(1).max(2048);
