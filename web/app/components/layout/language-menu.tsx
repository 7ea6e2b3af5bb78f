import { Dropdown } from '~/components/ui/dropdown';
import { Icon } from '~/components/ui/icon';
import { LANGUAGE_NAMES, LANGUAGES, THAI_LANGUAGE_NAME, useI18n } from '~/i18n';
import { switchLanguage } from '~/lib/language/switch-language';

export function LanguageMenu({ id, thaiSiteUrl }: { id: string; thaiSiteUrl: string }) {
  const { lang, t } = useI18n();
  return (
    <Dropdown
      id={id}
      align="end"
      triggerClassName="lang-trigger"
      label={
        <>
          <Icon name="globe" size={18} />
          <span className="visually-hidden">{t('a11y.language')}: </span>
          <span className="lang-trigger__name">{LANGUAGE_NAMES[lang]}</span>
        </>
      }
    >
      <ul className="menu-list lang-menu">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="menu-item"
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              data-lang={code}
              onClick={() => switchLanguage(code)}
            >
              <span>{LANGUAGE_NAMES[code]}</span>
              {code === lang ? <Icon name="check" size={16} /> : null}
            </button>
          </li>
        ))}
        <li className="menu-footer">
          <a className="menu-item" href={thaiSiteUrl} lang="th" hrefLang="th" rel="noopener">
            <span>{THAI_LANGUAGE_NAME}</span>
            <Icon name="external" size={16} title={t('nav.thaiSite')} />
          </a>
        </li>
      </ul>
    </Dropdown>
  );
}
