import { describe, expect, it } from 'vitest';
import { completeFenceEdit, isFenceChanged, pendingImages, type TFenceDraft, type TFenceImage } from './fence-draft';
import { checkFenceImage } from './fence-image';

const saved = (key: string): TFenceImage => ({ id: key, name: key, url: `/img/${key}`, key, file: null });
const picked = (name: string): TFenceImage => ({
  id: `local-${name}`,
  name,
  url: `blob:${name}`,
  key: null,
  file: new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }),
});

const original = { materialId: 121, dataKey: 'silk/animation/a.png', extraDataKeys: ['silk/animation/b.png'] };
const unchanged: TFenceDraft = {
  materialId: 121,
  image: saved('silk/animation/a.png'),
  extras: [saved('silk/animation/b.png')],
};

describe('the fence edit (SPEC 4)', () => {
  it('is unchanged while material, image and half-fence images are the saved ones', () => {
    expect(isFenceChanged(original, unchanged)).toBe(false);
  });

  it('is changed by another material, a removed or reordered image, or any picked image', () => {
    expect(isFenceChanged(original, { ...unchanged, materialId: 122 })).toBe(true);
    expect(isFenceChanged(original, { ...unchanged, image: null })).toBe(true);
    expect(isFenceChanged(original, { ...unchanged, extras: [] })).toBe(true);
    expect(
      isFenceChanged(
        { ...original, extraDataKeys: ['silk/animation/b.png', 'silk/animation/c.png'] },
        { ...unchanged, extras: [saved('silk/animation/c.png'), saved('silk/animation/b.png')] },
      ),
    ).toBe(true);
    expect(isFenceChanged(original, { ...unchanged, extras: [...unchanged.extras, picked('new.png')] })).toBe(true);
    expect(isFenceChanged(original, { ...unchanged, image: picked('fence.png') })).toBe(true);
  });

  it('lists the images to upload: the fence image first, then the half-fence images in order', () => {
    const draft = { ...unchanged, image: picked('fence.png'), extras: [picked('x.png'), saved('k'), picked('y.png')] };
    expect(pendingImages(draft).map((image) => image.name)).toEqual(['fence.png', 'x.png', 'y.png']);
  });

  it('uploads the picked images one by one, then sends the fence with every key in place', async () => {
    const calls: string[] = [];
    const handedBack: string[] = [];
    let running = 0;
    const upload = async (file: File) => {
      running += 1;
      expect(running).toBe(1);
      calls.push(file.name);
      await Promise.resolve();
      running -= 1;
      return { key: `silk/animation/up-${file.name}`, url: `/widget/v1/image?file=up-${file.name}` };
    };
    const draft = {
      materialId: 122,
      image: picked('fence.png'),
      extras: [saved('silk/animation/b.png'), picked('x.png')],
    };
    const fence = await completeFenceEdit(original, draft, upload, (image) =>
      handedBack.push(`${image.id}=${image.key}`),
    );
    expect(calls).toEqual(['fence.png', 'x.png']);
    expect(handedBack).toEqual(['local-fence.png=silk/animation/up-fence.png', 'local-x.png=silk/animation/up-x.png']);
    expect(fence).toEqual({
      materialId: 122,
      dataKey: 'silk/animation/up-fence.png',
      extraDataKeys: ['silk/animation/b.png', 'silk/animation/up-x.png'],
    });
  });

  it('sends the original fence and uploads nothing when the fence did not change', async () => {
    const upload = () => Promise.reject(new Error('nothing should be uploaded'));
    await expect(completeFenceEdit(original, unchanged, upload)).resolves.toEqual(original);
  });

  it('stops at a failed upload, keeping those uploaded before it', async () => {
    const handedBack: string[] = [];
    const upload = (file: File) =>
      file.name === 'bad.png'
        ? Promise.reject(new Error('Unsupported file'))
        : Promise.resolve({ key: `silk/animation/${file.name}`, url: '' });
    const draft = { ...unchanged, image: picked('good.png'), extras: [picked('bad.png')] };
    await expect(completeFenceEdit(original, draft, upload, (image) => handedBack.push(image.name))).rejects.toThrow(
      'Unsupported file',
    );
    expect(handedBack).toEqual(['good.png']);
  });
});

describe('a picked fence image', () => {
  it('must be a png, jpg, jpeg or gif of at most 2 MB (SPEC texts)', () => {
    expect(checkFenceImage(undefined)).toBe('animation.fence.none');
    expect(checkFenceImage({ name: 'logo.PNG', size: 10 })).toBeNull();
    expect(checkFenceImage({ name: 'logo.jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkFenceImage({ name: 'logo.svg', size: 10 })).toBe('animation.fence.unsupported');
    expect(checkFenceImage({ name: 'logo', size: 10 })).toBe('animation.fence.unsupported');
    expect(checkFenceImage({ name: 'logo.gif', size: 2 * 1024 * 1024 + 1 })).toBe('animation.fence.tooLarge');
  });
});
