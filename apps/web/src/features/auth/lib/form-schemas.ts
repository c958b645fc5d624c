// The sign-in forms' rules, loaded once a form first checks its fields (lib/lazy-resolver.ts).
export { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '@innerway/domain';
