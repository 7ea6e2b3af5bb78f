import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { data, Link } from 'react-router';
import type { Route } from './+types/promotion';
import { LinkButton } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { PROMOTION_PRICE } from '~/components/layout/promotion';
import { getPromotionList } from '~/features/catalogue/api/get-promotion-list';
import { PriceTag } from '~/features/catalogue/components/price-tag';
import { productDetailPath } from '~/features/catalogue/utils/product-path';
import { sportNameOf } from '~/features/catalogue/utils/product-slug';
import { getSystemConfig } from '~/features/settings/api/get-system-config';
import { PageHero } from '~/features/site-pages/components/page-hero';
import '~/features/site-pages/components/site-pages.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';
import { useTrialPath } from '~/lib/session/use-trial-path';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

/** Hidden (404) when the promotionPage setting says "false". */
export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const lang = resolveLang(request);
  const [config, promotion] = await Promise.all([
    getSystemConfig(api, lang).catch(() => null),
    // SPEC 8: a failed promotion list is ignored (the page shows its empty state).
    getPromotionList(api, lang).catch(() => null),
  ]);
  if (config?.promotionPage === 'false') throw data(null, { status: 404 });
  return {
    // The countdown as the catalogue counts it (SPEC 4), so every page shows the same day; none without an answer.
    cycle: promotion?.cycle ?? null,
    groups: (promotion?.sportProduct ?? []).filter((group) => group.product.length > 0),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  return buildPublicMeta(args, {
    title: t('meta.promotion.title', { price: PROMOTION_PRICE }),
    description: t('meta.promotion.description', { price: PROMOTION_PRICE }),
  });
};

function Countdown({ daysLeft, cycleDays }: { daysLeft: number; cycleDays: number }) {
  const { t } = useI18n();
  return (
    <div className="countdown" role="timer" aria-live="off" data-testid="promotion-countdown">
      <span className="countdown__number">{daysLeft}</span>
      <span className="countdown__label">
        {t(daysLeft === 1 ? 'promotion.dayLeft' : 'promotion.daysLeft')}
        <span className="countdown__cycle">{t('promotion.cycle', { days: cycleDays })}</span>
      </span>
    </div>
  );
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { cycle, groups } = loaderData;
  const { t } = useI18n();
  const trialPath = useTrialPath();
  return (
    <>
      <PageHero
        eyebrow={t('promotion.eyebrow')}
        title={t('promotion.title', { price: PROMOTION_PRICE })}
        lead={t('promotion.lead')}
      >
        <div className="promotion-hero__row cluster">
          {cycle ? <Countdown daysLeft={cycle.daysLeft} cycleDays={cycle.cycleDays} /> : null}
          <LinkButton to={trialPath} size="lg">
            {t('nav.startTrial')}
            <Icon name="arrowRight" size={18} />
          </LinkButton>
        </div>
      </PageHero>
      <section className="section">
        <Container>
          {groups.length === 0 ? (
            <p className="empty-state">{t('promotion.empty')}</p>
          ) : (
            <div className="promo-groups">
              {groups.map((group) => {
                const sport = sportNameOf(group.sportType);
                return (
                  <section key={group.sportType} aria-labelledby={`promo-${sport}`}>
                    <h2 id={`promo-${sport}`} className="promo-groups__title with-icon">
                      <Icon name={sport} size={22} />
                      {t(`sportTitle.${sport}`)}
                    </h2>
                    <ul className="promo-list">
                      {group.product.map((product) => (
                        <li key={product.productId} className="promo-item spread">
                          <Link
                            to={productDetailPath(sport, product.name, product.productId)}
                            className="promo-item__name"
                          >
                            {product.name}
                          </Link>
                          <PriceTag money={product.price} period={0} />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
          <CheckList
            className="promo-notes"
            items={[
              // The first note names the cycle's length, which only the catalogue's answer knows.
              ...(cycle ? [t('promotion.note1', { days: cycle.cycleDays })] : []),
              t('promotion.note2'),
              t('promotion.note3'),
            ]}
          />
        </Container>
      </section>
    </>
  );
}
