import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // KIOSK_BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.KIOSK_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
