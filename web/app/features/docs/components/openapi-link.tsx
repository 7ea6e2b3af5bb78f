import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { DATA_API_OPENAPI_PATH } from '../data-api-openapi-path';

/** The data API's OpenAPI 3.1 document, downloaded as a file (a static file of the build, not a page). */
export function OpenApiLink() {
  const t = useT();
  return (
    <a className="openapi-link" href={DATA_API_OPENAPI_PATH} download="matchwire-data-api-openapi.json">
      <Icon name="code" size={16} />
      <span>{t('docs.openApi')}</span>
    </a>
  );
}
