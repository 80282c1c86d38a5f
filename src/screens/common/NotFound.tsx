import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useT } from '../../ui/context';
import * as s from '../../ui/styles.css';

/**
 * Any path outside the route table (spec §2), in the product's frame: its side picture, logo or
 * name, colour, help and language menu. The hosted server answers such paths with HTTP 404.
 */
export default function NotFound() {
  const t = useT();
  const { router } = useElement();
  const branding = useBranding();
  return (
    <NoSessionLayout step="signin">
      <div part="not-found">
        <Heading>{t('shared.not-found.title')}</Heading>
        <p className={s.subtle}>{t('shared.not-found.text')}</p>
        <div>
          <Button variant="secondary" onClick={() => router.navigate('/', { query: branding.id ? { product: branding.id } : {} })}>{t('shared.not-found.back')}</Button>
        </div>
      </div>
    </NoSessionLayout>
  );
}
