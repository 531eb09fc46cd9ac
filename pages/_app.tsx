import type { AppProps } from "next/app";
import "@/app/fonts";
import "@/app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
