import fastifyCookie from '@fastify/cookie';

/** Cookies (the tracking and admin session cookies are the app's: plugins/app/tracking-cookies.ts, routes/admin). */
export default fastifyCookie;
