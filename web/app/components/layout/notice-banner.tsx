import { useLocation } from 'react-router';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useRootData } from '~/root-data';
import './notice-banner.css';

/** SPEC 2: notice keys per route — home, docs, console. */
export function noticeKeyFor(pathname: string): 'noticeHome' | 'noticeDocs' | 'noticeConsole' | null {
  if (pathname === '/') return 'noticeHome';
  if (pathname === '/docs' || pathname.startsWith('/docs/')) return 'noticeDocs';
  if (pathname.startsWith('/user/') || pathname === '/animation' || pathname === '/bskAnimation') {
    return 'noticeConsole';
  }
  return null;
}

/** Shown only when the text is non-empty and does not start with '#' (a switched-off notice). */
export function visibleNotice(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed && !trimmed.startsWith('#') ? trimmed : null;
}

export function NoticeBanner() {
  const { pathname } = useLocation();
  const config = useRootData()?.nav.systemConfig;
  const key = noticeKeyFor(pathname);
  const text = key ? visibleNotice(config?.[key]) : null;
  if (!text) return null;
  return (
    <div className="notice-banner" role="status">
      <Container className="notice-banner__inner">
        <Icon name="alert" size={18} />
        <p>{text}</p>
      </Container>
    </div>
  );
}
