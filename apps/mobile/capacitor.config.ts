/// <reference types="@capacitor/status-bar" />
import type { CapacitorConfig } from '@capacitor/cli';

// The page colour of DESIGN.md (--color-bg): behind the web view and the status bar, so that
// nothing flashes white or black around the app while it starts.
const pageColour = '#FBF8F3';

const config: CapacitorConfig = {
  appId: 'app.innerway',
  appName: 'Innerway',
  // The web app's native build (`vite build --mode native`), bundled inside the apps. There is
  // deliberately no `server.url`: the apps never show a remote website.
  webDir: '../web/dist-native',
  backgroundColor: pageColour,
  // The origins the API allows by CORS: https://localhost on Android, capacitor://localhost on iOS.
  server: {
    hostname: 'localhost',
    androidScheme: 'https',
    iosScheme: 'capacitor',
  },
  plugins: {
    // Dark text on the light page. On iOS the web view starts below the status bar; Android 15+
    // always draws edge to edge, where the web app pads itself with env(safe-area-inset-*).
    StatusBar: {
      overlaysWebView: false,
      style: 'LIGHT',
      backgroundColor: pageColour,
    },
    SystemBars: {
      insetsHandling: 'css',
      style: 'LIGHT',
    },
  },
};

export default config;
