import { resultCodes, type TResultKey } from './result-codes.ts';

/** The one error type of domain code; the shared handler turns it into `{ resultCode, resultInfo }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly resultCode: number;
  readonly status: number;

  constructor(
    readonly key: TResultKey,
    resultInfo?: string,
    options?: { cause?: unknown },
  ) {
    super(resultInfo ?? resultCodes[key].info, options);
    this.resultCode = resultCodes[key].code;
    this.status = resultCodes[key].status;
  }

  toBody(): TErrorBody {
    return { resultCode: this.resultCode, resultInfo: this.message };
  }
}

export type TErrorBody = { resultCode: number; resultInfo: string };

export function errorBody(key: TResultKey, resultInfo?: string): TErrorBody {
  return { resultCode: resultCodes[key].code, resultInfo: resultInfo ?? resultCodes[key].info };
}
