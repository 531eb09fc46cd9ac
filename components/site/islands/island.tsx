// The server side of an island (scripts/islands.ts): the component's HTML for the first paint and for
// readers without JavaScript, its props as JSON, and a loader that imports the island's module once
// the page has loaded — or sooner, when the visitor starts on the form. Started after the load event,
// the module does not compete with the first paint (Lighthouse counts every request that starts
// before it), and there is no framework runtime to evaluate while the page loads.
import type { ReactNode } from "react";
import { serializeJsonLd as scriptJson } from "@/lib/seo/json-ld";
import type { IslandName } from "./manifest";

const loader = (module: string) =>
  `(function(){var done=false;function go(){if(done)return;done=true;import(${scriptJson(module)})}` +
  `if(document.readyState==="complete")go();else addEventListener("load",function(){setTimeout(go,0)});` +
  `["focusin","pointerdown","keydown"].forEach(function(t){document.addEventListener(t,go,{once:true,passive:true})})})()`;

export function Island({ name, module, props, children }: { name: IslandName; module: string; props: unknown; children: ReactNode }) {
  return (
    <>
      <div data-island={name}>{children}</div>
      <script type="application/json" id={`${name}-props`} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <script dangerouslySetInnerHTML={{ __html: loader(module) }} />
    </>
  );
}
