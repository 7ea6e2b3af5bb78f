import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { HTML_ALIASES, ID_LESS_ROUTES, PRODUCT_SHORTCUTS } from './features/site-pages/public-paths';

/** One redirect route per `.html` alias, product shortcut and id-less detail route (the ids must be unique). */
const redirectRoutes = Object.keys({ ...HTML_ALIASES, ...PRODUCT_SHORTCUTS, ...ID_LESS_ROUTES }).map((path) =>
  route(path.slice(1), 'routes/redirects.tsx', { id: `redirect${path.replace(/[^a-zA-Z0-9]+/g, '-')}` }),
);

// Only routes with real pages are registered (the default layout is wired in by the issue that
// brings its pages). Login-required pages
// (SPEC 2) sit inside the pathless login-required layout, registered once per outer layout.
export default [
  // Resource routes and permanent redirects (SPEC 2 .html aliases and the fixed product shortcuts).
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  ...redirectRoutes,
  layout('routes/layouts/basic-extended.tsx', [
    index('routes/home.tsx'),
    route('products/:sport', 'routes/products/list.tsx', { id: 'products-sport' }),
    route('products/detail/:slug', 'routes/products/detail.tsx', { id: 'products-detail' }),
    route('products/detail-new/:slug', 'routes/products/detail.tsx', { id: 'products-detail-new' }),
    route('promotion', 'routes/promotion.tsx', { id: 'promotion' }),
    route('bola', 'routes/bola.tsx', { id: 'bola' }),
    route('seo', 'routes/seo/landing.tsx', { id: 'seo' }),
    route('seo/seoH5', 'routes/seo/landing.tsx', { id: 'seo-seoH5' }),
    route('seo/seoPc', 'routes/seo/landing.tsx', { id: 'seo-seoPc' }),
    route('faq', 'routes/faq/home.tsx', { id: 'faq' }),
    route('faq/search', 'routes/faq/search.tsx', { id: 'faq-search' }),
    route('faq/article/:id', 'routes/faq/article.tsx', { id: 'faq-article-id' }),
    route('faq/:categoryId', 'routes/faq/category.tsx', { id: 'faq-categoryId' }),
  ]),
  layout('routes/layouts/document.tsx', [route('docs', 'routes/docs/docs.tsx', { id: 'docs' })]),
  layout('routes/layouts/blog.tsx', [
    route('blog-list/:typeId?', 'routes/blog/list.tsx', { id: 'blog-list-typeId' }),
    route('blog/:slug', 'routes/blog/article.tsx', { id: 'blog-id' }),
  ]),
  layout('routes/layouts/console.tsx', [
    layout('routes/layouts/login-required.tsx', { id: 'console-login-required' }, [
      route('user/plans', 'routes/user/plans.tsx', { id: 'user-plans' }),
      route('user/accountSettings', 'routes/user/account-settings.tsx', { id: 'user-accountSettings' }),
      route('user/usage', 'routes/user/usage.tsx', { id: 'user-usage' }),
      route('user/webhooks', 'routes/user/webhooks.tsx', { id: 'user-webhooks' }),
      route('user/payment', 'routes/user/payment.tsx', { id: 'user-payment' }),
      route('user/profile', 'routes/user/profile.tsx', { id: 'user-profile' }),
    ]),
  ]),
  layout('routes/layouts/basic.tsx', [
    // Pages that call the API from the browser get TanStack Query (docs/decisions/0005).
    layout('routes/layouts/with-queries.tsx', { id: 'basic-with-queries' }, [
      route('auth/login', 'routes/auth/login.tsx', { id: 'auth-login' }),
      route('auth/register', 'routes/auth/register.tsx', { id: 'auth-register' }),
      route('auth/confirm', 'routes/auth/confirm.tsx', { id: 'auth-confirm' }),
      route('auth/activate', 'routes/auth/activate.tsx', { id: 'auth-activate' }),
      route('auth/newEmailVerify', 'routes/auth/new-email-verify.tsx', { id: 'auth-newEmailVerify' }),
      route('setting/resendPasswordEmail', 'routes/setting/resend-password-email.tsx', {
        id: 'setting-resendPasswordEmail',
      }),
      route('setting/resetPassword', 'routes/setting/reset-password.tsx', { id: 'setting-resetPassword' }),
      route('setting/confirm', 'routes/setting/confirm.tsx', { id: 'setting-confirm' }),
      route('dev/mailbox', 'routes/dev/mailbox.tsx', { id: 'dev-mailbox' }),
      layout('routes/layouts/login-required.tsx', { id: 'auth-login-required' }, [
        route('auth/freetrial', 'routes/auth/freetrial.tsx', { id: 'auth-freetrial' }),
        route('auth/emailChange', 'routes/auth/email-change.tsx', { id: 'auth-emailChange' }),
        route('auth/newEmailConfirm', 'routes/auth/new-email-confirm.tsx', { id: 'auth-newEmailConfirm' }),
      ]),
      // Billing (docs/contracts/billing.md): plan picker, checkout, the sandbox card page, payment status.
      layout('routes/layouts/login-required.tsx', { id: 'purchase-login-required' }, [
        route('subscribe', 'routes/subscribe.tsx', { id: 'subscribe' }),
        route('purchase', 'routes/purchase/purchase.tsx', { id: 'purchase' }),
        route('purchase/sandbox', 'routes/purchase/sandbox.tsx', { id: 'purchase-sandbox' }),
        route('purchase/wallet-sandbox', 'routes/purchase/wallet-sandbox.tsx', { id: 'purchase-wallet-sandbox' }),
        route('purchase/processing', 'routes/purchase/processing.tsx', { id: 'purchase-processing' }),
      ]),
    ]),
    route('home/about', 'routes/home/about.tsx', { id: 'home-about' }),
    route('home/privacy', 'routes/home/privacy.tsx', { id: 'home-privacy' }),
    route('home/terms', 'routes/home/terms.tsx', { id: 'home-terms' }),
    route('home/sitemap', 'routes/home/sitemap.tsx', { id: 'home-sitemap' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
