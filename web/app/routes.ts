import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Only routes with real pages are registered; the blog, console, document and default
// layouts in routes/layouts/ are wired in by the issues that bring their pages.
export default [
  layout('routes/layouts/basic-extended.tsx', [index('routes/home.tsx')]),
  layout('routes/layouts/basic.tsx', [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
