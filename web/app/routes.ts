import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { HTML_ALIASES, ID_LESS_ROUTES, PRODUCT_SHORTCUTS } from './features/site-pages/public-paths';

/** One redirect route per `.html` alias, product shortcut and id-less detail route (the ids must be unique). */
const redirectRoutes = Object.keys({ ...HTML_ALIASES, ...PRODUCT_SHORTCUTS, ...ID_LESS_ROUTES }).map((path) =>
  route(path.slice(1), 'routes/redirects.tsx', { id: `redirect${path.replace(/[^a-zA-Z0-9]+/g, '-')}` }),
);

/**
 * The page at `path`, kept in `routes/<file>`; its id is the path's words joined by dashes
 * (`faq/article/:id` → `faq-article-id`) unless it has always had another (`id`).
 */
function page(path: string, file: string, id = path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')) {
  return route(path, `routes/${file}`, { id });
}

/** Login-required pages (SPEC 2) inside one outer layout (`group` names their layout's copy there). */
function loginRequired(group: string, pages: RouteConfigEntry[]) {
  return layout('routes/layouts/login-required.tsx', { id: `${group}-login-required` }, pages);
}

// Only routes with real pages are registered. Login-required pages
// (SPEC 2) sit inside the pathless login-required layout, registered once per outer layout.
export default [
  // Resource routes and permanent redirects (SPEC 2 .html aliases and the fixed product shortcuts).
  page('sitemap.xml', 'sitemap-xml.ts'),
  page('robots.txt', 'robots-txt.ts'),
  ...redirectRoutes,
  layout('routes/layouts/basic-extended.tsx', [
    index('routes/home.tsx'),
    page('products/:sport', 'products/list.tsx'),
    page('products/detail/:slug', 'products/detail.tsx', 'products-detail'),
    page('products/detail-new/:slug', 'products/detail.tsx', 'products-detail-new'),
    page('promotion', 'promotion.tsx'),
    page('bola', 'bola.tsx'),
    page('seo', 'seo/landing.tsx'),
    page('seo/seoH5', 'seo/landing.tsx'),
    page('seo/seoPc', 'seo/landing.tsx'),
    page('faq', 'faq/home.tsx'),
    page('faq/search', 'faq/search.tsx'),
    page('faq/article/:id', 'faq/article.tsx'),
    page('faq/:categoryId', 'faq/category.tsx'),
  ]),
  layout('routes/layouts/document.tsx', [page('docs', 'docs/docs.tsx')]),
  layout('routes/layouts/blog.tsx', [
    page('blog-list/:typeId?', 'blog/list.tsx'),
    page('blog/:slug', 'blog/article.tsx', 'blog-id'),
  ]),
  layout('routes/layouts/console.tsx', [
    loginRequired('console', [
      page('user/plans', 'user/plans.tsx'),
      page('user/accountSettings', 'user/account-settings.tsx'),
      page('user/animConfig', 'user/anim-config.tsx'),
      page('user/usage', 'user/usage.tsx'),
      page('user/webhooks', 'user/webhooks.tsx'),
      page('user/payment', 'user/payment.tsx'),
      page('user/profile', 'user/profile.tsx'),
      page('user/tickets', 'user/tickets.tsx'),
      page('user/tickets/:id', 'user/ticket-detail.tsx'),
    ]),
  ]),
  // Full-screen pages: the live-animation demos (SPEC 2), public; log-out from them returns home.
  layout('routes/layouts/default.tsx', [
    page('animation', 'animation/demo.tsx'),
    page('bskAnimation', 'animation/demo.tsx'),
  ]),
  // The back office (docs/decisions/0019): a staff sign-in of its own and pages that need a staff session, no site chrome.
  layout('routes/layouts/with-queries.tsx', { id: 'admin-with-queries' }, [
    page('admin/login', 'admin/login.tsx'),
    layout('routes/admin/layout.tsx', { id: 'admin-layout' }, [
      page('admin', 'admin/home.tsx'),
      page('admin/tickets', 'admin/tickets.tsx'),
      page('admin/tickets/:ticketId', 'admin/ticket-detail.tsx'),
    ]),
  ]),
  layout('routes/layouts/basic.tsx', [
    // Pages that call the API from the browser get TanStack Query (docs/decisions/0005).
    layout('routes/layouts/with-queries.tsx', { id: 'basic-with-queries' }, [
      page('auth/login', 'auth/login.tsx'),
      page('auth/register', 'auth/register.tsx'),
      page('auth/confirm', 'auth/confirm.tsx'),
      page('auth/activate', 'auth/activate.tsx'),
      page('auth/newEmailVerify', 'auth/new-email-verify.tsx'),
      page('setting/resendPasswordEmail', 'setting/resend-password-email.tsx'),
      page('setting/resetPassword', 'setting/reset-password.tsx'),
      page('setting/confirm', 'setting/confirm.tsx'),
      page('dev/mailbox', 'dev/mailbox.tsx'),
      page('ticket/direct_view', 'ticket/direct-view.tsx', 'ticket-direct_view'),
      loginRequired('auth', [
        page('auth/freetrial', 'auth/freetrial.tsx'),
        page('auth/emailChange', 'auth/email-change.tsx'),
        page('auth/newEmailConfirm', 'auth/new-email-confirm.tsx'),
      ]),
      // Billing (docs/contracts/billing.md): plan picker, checkout, the sandbox card page, payment status.
      loginRequired('purchase', [
        page('subscribe', 'subscribe.tsx'),
        page('purchase', 'purchase/purchase.tsx'),
        page('purchase/sandbox', 'purchase/sandbox.tsx'),
        page('purchase/wallet-sandbox', 'purchase/wallet-sandbox.tsx'),
        page('purchase/processing', 'purchase/processing.tsx'),
      ]),
    ]),
    page('home/about', 'home/about.tsx'),
    page('home/privacy', 'home/privacy.tsx'),
    page('home/terms', 'home/terms.tsx'),
    page('home/sitemap', 'home/sitemap.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
