import { useState } from 'react';
import { useRootData } from '~/root-data';
import type { TDocument } from '../api/get-document';
import { exampleParams, interfacePathOf, type TCall } from '../code-samples';

/** The parameters the panel offers: the documented ones without the key, which has its own place. */
export function editableParams(document: TDocument): TDocument['requestParams'] {
  return document.requestParams.filter((param) => param.name !== 'key');
}

/**
 * The data API's address this site's visitors call: the configured one (DATA_API_PUBLIC_URL), else
 * this site's own origin + `/v1`, which the gateway serves (the same on the server and in the browser).
 */
export function useDataApiBase(): string {
  const root = useRootData();
  return root?.env.DATA_API_PUBLIC_URL ?? `${root?.origin ?? ''}/v1`;
}

/**
 * What a reference page's try-it panel and code examples share: the parameter values (one per
 * documented parameter, the example's filled in), the data API's address and the interface's path.
 * Null for a document that is not a data API interface.
 */
export function useTryIt(document: TDocument) {
  const base = useDataApiBase();
  const path = interfacePathOf(document.url);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const example = new Map(exampleParams(document.debugParams));
    return Object.fromEntries(editableParams(document).map((param) => [param.name, example.get(param.name) ?? '']));
  });
  if (!path) return null;
  const callWith = (key: string): TCall => ({
    base,
    path,
    key,
    params: editableParams(document).map((param) => [param.name, values[param.name] ?? ''] as const),
  });
  return {
    values,
    setValue: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    callWith,
  };
}

export type TTryIt = NonNullable<ReturnType<typeof useTryIt>>;
