import type { TAnimationService } from '../../src/app.ts';
import { uploadToken } from './animation-under-test.ts';

type THeaders = Record<string, string>;

/** A tiny PNG (1×1), whose bytes sniffFileType accepts as png. */
export const pngBytes = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The console's calls of docs/contracts/animation.md through inject(), as the gateway would forward them. */
export function animationCalls(service: TAnimationService) {
  const post = (url: string, headers: THeaders, payload: object) =>
    service.app.inject({ method: 'POST', url, headers, payload });
  return {
    config: (headers: THeaders, animType = 0) => post('/api/animation/getAnimConfigByUserId', headers, { animType }),
    rsp: (headers: THeaders, animType = 0) => post('/api/animation/getAnimConfigRsp', headers, { animType }),
    materials: (animType: number, lang = 'en') => post('/api/animation/animationMaterialList', {}, { animType, lang }),
    save: (headers: THeaders, body: { animType?: number; animUserList?: object[]; domains?: string[] }) =>
      post('/api/animation/animationConfigUpdateByUserId', headers, {
        animType: 0,
        animUserList: [],
        domains: [],
        ...body,
      }),
    publish: (headers: THeaders, animType = 0) => post('/api/animation/publish', headers, { animType }),
    regenerate: (headers: THeaders, animType = 0) => post('/api/animation/regenerateKey', headers, { animType }),
    setStatus: (headers: THeaders, body: { userId: string; animType: number; disabled: boolean }) =>
      post('/internal/animation/status', headers, body),
    image: (key: string, headers: THeaders = {}) =>
      service.app.inject({ method: 'GET', url: `/widget/v1/image?file=${encodeURIComponent(key)}`, headers }),
    /** A multipart upload as the browser's FormData sends it. */
    async upload(headers: THeaders, name = 'fence.png', bytes: Uint8Array = pngBytes, token = uploadToken) {
      const form = new FormData();
      form.set('token', token);
      form.set('key', 'silk/animation/fence');
      form.set('file', new Blob([bytes]), name);
      const encoded = new Response(form);
      return service.app.inject({
        method: 'POST',
        url: '/api/animation/upload',
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
  };
}
