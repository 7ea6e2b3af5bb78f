import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import { describe, expect, it } from 'vitest';
import { draftOf, isDraftChanged, savedFenceOf, updateBodyOf } from './anim-draft';
import { embedSnippetsOf } from './embed-snippets';
import { previewConfigOf, type TMaterialMap } from './preview-config';

const entry = (materialId: number) => ({ material: { materialId }, description: '' });
const config: TAnimConfig = {
  animType: 0,
  status: 2,
  animMap: {
    0: entry(101),
    1: entry(111),
    2: {
      ...entry(121),
      dataKey: 'silk/animation/18db82af7e3f4f8f_1796550123243_fence.png',
      dataUrl: '/widget/v1/image?file=silk/animation/18db82af7e3f4f8f_1796550123243_fence.png',
      extraDataKeys: ['silk/animation/half.png'],
      extraDataUrls: ['/widget/v1/image?file=silk/animation/half.png'],
    },
    3: entry(131),
  },
  domains: ['example.com'],
  accessKey: 'mwa_abcdefghijklmnopqrstuvwx',
  publishedAt: null,
  hasUnpublishedChanges: false,
};

const style = { primary: '#000000', secondary: '#ffffff', pattern: 'plain' } as const;
const material = (materialId: number, materialType: 0 | 1 | 2 | 3, isDefault = false) => ({
  materialId,
  materialType,
  name: `m${materialId}`,
  description: '',
  style,
  isDefault,
});
const materials: TMaterialMap = {
  0: [material(101, 0, true), material(102, 0)],
  1: [material(111, 1, true)],
  2: [material(121, 2, true)],
  3: [material(131, 3, true)],
};

describe('the page draft of a saved config', () => {
  it('starts as the config: materials, saved fence images with their addresses, domains', () => {
    const draft = draftOf(config);
    expect(draft.materials).toEqual({ 0: 101, 1: 111, 2: 121, 3: 131 });
    expect(draft.image).toMatchObject({
      key: 'silk/animation/18db82af7e3f4f8f_1796550123243_fence.png',
      name: 'fence.png',
      file: null,
    });
    expect(draft.extras[0]?.name).toBe('half.png');
    expect(draft.extras.map((image) => image.url)).toEqual(['/widget/v1/image?file=silk/animation/half.png']);
    expect(isDraftChanged(config, draft)).toBe(false);
    expect(savedFenceOf(config)).toEqual({
      materialId: 121,
      dataKey: 'silk/animation/18db82af7e3f4f8f_1796550123243_fence.png',
      extraDataKeys: ['silk/animation/half.png'],
    });
  });

  it('is changed by a material, a fence image or the domains', () => {
    const draft = draftOf(config);
    expect(isDraftChanged(config, { ...draft, materials: { ...draft.materials, 0: 102 } })).toBe(true);
    expect(isDraftChanged(config, { ...draft, image: null })).toBe(true);
    expect(isDraftChanged(config, { ...draft, extras: [] })).toBe(true);
    expect(isDraftChanged(config, { ...draft, domains: ['example.com', 'b.com'] })).toBe(true);
  });

  it('is saved as one item per material type, the fence with its keys, lists as JSON', () => {
    const draft = { ...draftOf(config), domains: [] };
    const fence = { materialId: 121, dataKey: null, extraDataKeys: ['silk/animation/new.png'] };
    const body = updateBodyOf(1, draft, fence);
    expect(body.animType).toBe(1);
    expect(JSON.parse(body.domains)).toEqual([]);
    expect(JSON.parse(body.animUserList)).toEqual([
      { materialType: 0, materialId: 101 },
      { materialType: 1, materialId: 111 },
      { materialType: 2, materialId: 121, dataKey: null, extraDataKeys: ['silk/animation/new.png'] },
      { materialType: 3, materialId: 131 },
    ]);
  });
});

describe('the preview and the embed code', () => {
  it('draws the chosen materials (a missing one as its type’s default) and the fence images', () => {
    const draft = { ...draftOf(config), materials: { 0: 102, 1: 999, 2: 121, 3: 131 } };
    const preview = previewConfigOf(0, draft, materials);
    expect(preview?.materials.stand.materialId).toBe(102);
    expect(preview?.materials.venue.materialId).toBe(111);
    expect(preview?.fence).toEqual({
      imageUrl: '/widget/v1/image?file=silk/animation/18db82af7e3f4f8f_1796550123243_fence.png',
      extraImageUrls: ['/widget/v1/image?file=silk/animation/half.png'],
    });
    expect(previewConfigOf(0, draft, { ...materials, 3: [] })).toBeNull();
  });

  it('embeds with the key from the site origin, as a script and placeholder or an iframe', () => {
    const codes = embedSnippetsOf({
      origin: 'https://www.matchwire.io/',
      accessKey: 'mwa_abcdefghijklmnopqrstuvwx',
      animType: 1,
      lang: 'vi',
      title: 'Live "match"',
    });
    expect(codes.script).toBe(
      '<div data-matchwire-animation data-key="mwa_abcdefghijklmnopqrstuvwx" data-sport="basketball"></div>\n' +
        '<script async src="https://www.matchwire.io/widget/v1/animation.js"></script>',
    );
    expect(codes.iframe).toContain(
      'src="https://www.matchwire.io/widget/v1/frame?key=mwa_abcdefghijklmnopqrstuvwx&animType=1&lang=vi"',
    );
    expect(codes.iframe).toContain('title="Live &quot;match&quot;"');
  });
});
