import type { TWidgetConfig } from '@matchwire/contracts/animation/live';
import type { TAnimType, TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TMaterialRow } from '../db/material-repository.ts';
import { imageUrlOf } from '../images/image-url.ts';
import { materialViewOf } from '../materials/material-view.ts';

/** The published config of one access key as cached (JSON): every language's names, dates as text. */
export type TPublishedEntry = {
  userId: string;
  animType: TAnimType;
  status: TUserConfigStatus;
  domains: string[];
  published: {
    materials: { stand: TMaterialRow; venue: TMaterialRow; fence: TMaterialRow; centreLine: TMaterialRow };
    fenceImageKey: string | null;
    extraFenceImageKeys: string[];
    publishedAt: string;
  } | null;
};

/** What an embedded widget's endpoints are told about an access key (readPublishedConfig). */
export type TPublishedConfig = {
  userId: string;
  animType: TAnimType;
  status: TUserConfigStatus;
  /** The whitelist published with the config (empty before the first publish). */
  domains: string[];
  /** What the widget applies; null before the first publish. */
  config: TWidgetConfig | null;
};

/** The entry in `lang`, fence images as the service's public image URLs. */
export function publishedConfigOf(entry: TPublishedEntry, lang: TLang): TPublishedConfig {
  const { published } = entry;
  const view = (row: TMaterialRow) => materialViewOf(row, lang);
  return {
    userId: entry.userId,
    animType: entry.animType,
    status: entry.status,
    domains: entry.domains,
    config: published && {
      animType: entry.animType,
      materials: {
        stand: view(published.materials.stand),
        venue: view(published.materials.venue),
        fence: view(published.materials.fence),
        centreLine: view(published.materials.centreLine),
      },
      fence: {
        imageUrl: published.fenceImageKey === null ? null : imageUrlOf(published.fenceImageKey),
        extraImageUrls: published.extraFenceImageKeys.map(imageUrlOf),
      },
      publishedAt: published.publishedAt,
    },
  };
}
