import { zodResolver } from '@hookform/resolvers/zod';
import { signinRequestSchema } from '@atrium/shared/api/auth';

/** Sign-in's checks, the shared schema's: loaded apart from the page (lazyResolver), without the other account forms' phone rules (form-resolvers.ts). */
export const signinResolver = zodResolver(signinRequestSchema);
