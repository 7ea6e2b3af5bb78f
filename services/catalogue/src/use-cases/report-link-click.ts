import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { incrementLinkClicks } from '../db/link-repository.ts';

/** Counts a click on a partner link; answers the new total. */
export async function reportLinkClick({ db }: TCatalogueDeps, linkId: number): Promise<number> {
  const clicks = await incrementLinkClicks(db, linkId);
  if (clicks === undefined) throw new AppError('linkNotFound');
  return clicks;
}
