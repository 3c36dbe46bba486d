import { useTranslation } from 'react-i18next';
import IframeView from '@/components/iframe-view/iframe-view';

/**
 * The server's Swagger UI (its OpenAPI document at /v3/api-docs). "Try it
 * out" calls carry the signed-in user's token (the UI reads the token cookie).
 */
export default function SwaggerPage() {
  const { t } = useTranslation('menu');
  return <IframeView src="swagger-ui/" title={t('swagger')} />;
}
