/** The success envelope around `data` (its schema: ZSuccess in @matchwire/contracts). */
export function ok<T>(data: T): { resultCode: 0; resultInfo: string; data: T } {
  return { resultCode: 0, resultInfo: 'Success', data };
}

// Transitional: routes still importing the schemas from here move to endpointServer (packages/contracts).
export { ZErrorBody, ZSuccess } from '@matchwire/contracts';
