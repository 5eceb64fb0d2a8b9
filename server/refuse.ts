import type { Request, Response } from 'express';

/**
 * A refusal made before React Router sees the request: the API's error shape (DESIGN.md §4) under
 * /api, one plain line of text for a page's form.
 */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  res.status(status);
  if (req.path.startsWith('/api/')) res.json({ error: { message } });
  else res.type('text/plain').send(message);
}
