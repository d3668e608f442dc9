import type { ServerResponse } from 'node:http';
import { RESOURCE_POLICY } from './headers-csp.ts';

/**
 * The security headers of every response (issue 8). server/app/app.ts sets them first; the handlers
 * that send a document replace the policy (setDocumentPolicy), so errors, redirects and 304s of
 * every handler carry them too. No response sets a cookie: tokens travel as bearer headers.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': RESOURCE_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Documents relax this to SAMEORIGIN; only the partner-framed widget page drops it.
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  // Only where the public address is https: over plain http the header is ignored, and a
  // development server on localhost must not pin browsers to https.
  if (isHttps(publicUrl)) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function setSecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** One of our own pages (the app, a marketing page, the widget demo): its policy, framed only by us. */
export function setDocumentPolicy(res: ServerResponse, policy: string): void {
  res.setHeader('content-security-policy', policy);
  res.setHeader('x-frame-options', 'SAMEORIGIN');
}

/**
 * The sign-up iframe page: partners frame it, so its CSP's frame-ancestors decides who may
 * (X-Frame-Options would forbid them all), and it keeps no opener policy of its own.
 */
export function setFramedDocumentPolicy(res: ServerResponse, policy: string): void {
  res.setHeader('content-security-policy', policy);
  res.removeHeader('x-frame-options');
  res.removeHeader('cross-origin-opener-policy');
}
