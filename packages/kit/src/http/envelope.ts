/** The success envelope around `data` (its schema: ZSuccess in @matchwire/contracts). */
export function ok<T>(data: T): { resultCode: 0; resultInfo: string; data: T } {
  return { resultCode: 0, resultInfo: 'Success', data };
}
