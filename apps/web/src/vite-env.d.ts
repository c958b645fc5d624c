/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'native' in the bundle inside the apps (modes native and native-test), 'web' otherwise (vite.config.ts). */
  readonly VITE_APP_TARGET: 'web' | 'native';
  /** The apps' API origin, e.g. https://innerway.app (native builds only). */
  readonly VITE_API_URL?: string;
  /** In the apps no server fills index.html's <meta> tags: these build-time values stand in. */
  readonly VITE_APP_ENV?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  /** JSON of the store product ids by domain product (purchases), e.g. {"full_access":"full_access"}. */
  readonly VITE_STORE_PRODUCT_IDS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
