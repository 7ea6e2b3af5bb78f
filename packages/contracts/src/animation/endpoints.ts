import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import {
  ZAnimConfig,
  ZAnimConfigRsp,
  ZAnimConfigUpdateBody,
  ZAnimTypeBody,
  ZAnimTypeImpersonableBody,
  ZImageUploadFields,
  ZMaterialList,
  ZUploadedImage,
} from './config.ts';
import { animationLimits, animationTexts, ZAnimType } from './fields.ts';
import {
  widgetStreamMessages,
  ZLiveMatchList,
  ZLiveMatchQuery,
  ZWidgetConfig,
  ZWidgetFrameQuery,
  ZWidgetImageQuery,
  ZWidgetLiveQuery,
  ZWidgetMatchesQuery,
  ZWidgetQuery,
} from './live.ts';

const { publicRoute, signedInRoute, backOfficeRoute } = routeKinds('animation');
const widgetRoute = { service: 'animation', access: { kind: 'widget' }, rateClass: 'visitor' } as const;

/**
 * The animation service's endpoints (docs/contracts/animation.md): SPEC.md section 7's four
 * `/api/animation` calls and the console's, the widget's (`widget` access: any origin, by access
 * key), the demo pages' and the back office's. The four calls of SPEC.md honour staff acting for a
 * customer with `_userId` and `_adminAccessToken` in the body (the gateway checks them).
 */
export const animationEndpoints = {
  getAnimConfigByUserId: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/getAnimConfigByUserId',
    summary: 'The customer’s saved config of one sport: materials by type, fence images, domains, access key, status.',
    request: { body: ZAnimTypeImpersonableBody },
    response: ZAnimConfig,
  }),
  animationMaterialList: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/animation/animationMaterialList',
    summary: 'The materials of one sport by material type (stand, venue, fence, centre line), in the asked language.',
    request: { body: ZAnimTypeBody },
    response: ZMaterialList,
  }),
  getAnimConfigRsp: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/getAnimConfigRsp',
    summary: 'The access key and domain whitelist of the customer’s widget of one sport.',
    request: { body: ZAnimTypeImpersonableBody },
    response: ZAnimConfigRsp,
  }),
  animationConfigUpdateByUserId: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/animationConfigUpdateByUserId',
    summary: 'Saves the materials, fence images and domains of one sport as the draft; publishing makes it live.',
    request: { body: ZAnimConfigUpdateBody },
    response: ZAnimConfig,
  }),
  publishAnimConfig: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/publish',
    summary: `Makes the saved config the one widgets show (within a second; never more than ${animationLimits.publishedCacheSeconds} s late); '${animationTexts.publishFailure}' when it cannot.`,
    request: { body: ZAnimTypeImpersonableBody },
    response: ZAnimConfig,
  }),
  regenerateAccessKey: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/regenerateKey',
    summary: 'Replaces the widget’s access key; embeds with the old key stop at once.',
    request: { body: ZAnimTypeImpersonableBody },
    response: ZAnimConfig,
  }),
  uploadFenceImage: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/animation/upload',
    summary: 'Uploads one fence or half-fence image (png, jpg, gif, checked by content; 2 MB) for the next save.',
    request: {
      multipart: {
        fields: ZImageUploadFields,
        maxFileBytes: animationLimits.imageMaxBytes,
        fileTooLarge: animationTexts.imageTooLarge,
      },
    },
    response: ZUploadedImage,
  }),
  footballDemoLive: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/animAPI/live',
    summary: 'The football demo: the best live matches, best first; a fixed match when none is live.',
    request: { query: ZLiveMatchQuery },
    response: ZLiveMatchList,
  }),
  basketballDemoLive: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/bskAnimAPI/live',
    summary: 'The basketball demo: the best live games, best first; a fixed game when none is live.',
    request: { query: ZLiveMatchQuery },
    response: ZLiveMatchList,
  }),
  widgetConfig: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/config',
    summary:
      'The published config an embedded widget applies, for its access key, on a whitelisted origin of an entitled customer.',
    request: { query: ZWidgetQuery },
    response: ZWidgetConfig,
  }),
  widgetMatches: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/matches',
    summary: 'The live matches an embedded widget may show, best first.',
    request: { query: ZWidgetMatchesQuery },
    response: ZLiveMatchList,
  }),
  widgetLive: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/live',
    summary: 'One match’s live events as Server-Sent Events: a snapshot, then each event as it happens.',
    request: { query: ZWidgetLiveQuery },
    response: z.never(),
    eventStream: { messages: widgetStreamMessages },
  }),
  widgetScript: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/animation.js',
    summary: 'The embeddable widget script: one <script> and a <div data-matchwire-animation>.',
    ...fileAnswer('text/javascript; charset=utf-8'),
  }),
  widgetFrame: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/frame',
    summary: 'The widget as a page for an <iframe>, frameable only by the key’s whitelisted domains.',
    request: { query: ZWidgetFrameQuery },
    ...fileAnswer('text/html; charset=utf-8'),
  }),
  widgetImage: defineEndpoint({
    ...widgetRoute,
    method: 'GET',
    path: '/widget/v1/image',
    summary: 'A fence image of a saved config (immutable: its name changes with its content).',
    request: { query: ZWidgetImageQuery },
    ...fileAnswer('image/png', 'image/jpeg', 'image/gif'),
  }),
  setConfigStatus: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/animation/status',
    summary: 'Staff disable a customer’s widget of one sport, or enable it again.',
    request: {
      body: z.object({ userId: z.string().min(1).max(64), animType: ZAnimType, disabled: z.boolean() }),
    },
    response: ZAnimConfig,
  }),
};
