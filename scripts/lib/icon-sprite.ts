// The icon sprite: one SVG file with a `<symbol id="<name>">` per lucide icon the pages use (the list is
// app/components/ui/icon-names.ts), built from lucide-react's own icon data, and the Vite plugin that serves it.
// app/components/ui/icons.tsx draws each icon with `<use href="<sprite URL>#<name>">`.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../../app/components/ui/icon-names.ts';

/** The module whose default export is the sprite's URL (`/assets/icons-<content hash>.svg`). */
export const ICON_SPRITE_MODULE = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${ICON_SPRITE_MODULE}`;

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];
type IconData = { name: string; size?: number; node: IconNode[] };

const require = createRequire(import.meta.url);

/** lucide-react's data for one icon: the `__iconData` of `lucide-react/icons/<name>`. */
async function lucideIconData(name: string): Promise<IconData> {
  const file = require.resolve(`lucide-react/icons/${name}`);
  const module: { __iconData?: IconData } = await import(pathToFileURL(file).href);
  if (!module.__iconData?.node) throw new Error(`lucide-react/icons/${name} has no __iconData`);
  return module.__iconData;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function element([tag, attributes, children]: IconNode): string {
  const attrs = Object.entries(attributes)
    .filter(([attribute]) => attribute !== 'key') // React's list key, not SVG
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
    .join('');
  return children?.length
    ? `<${tag}${attrs}>${children.map(element).join('')}</${tag}>`
    : `<${tag}${attrs}/>`;
}

/**
 * The sprite's SVG text: a symbol per name, in the list's order, with the icon's shapes only. The stroke and
 * fill come from the `<svg>` around each `<use>` (app/components/ui/icons.tsx), so classes on it still apply.
 */
export async function buildIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const icon = await lucideIconData(name);
      const size = icon.size ?? 24;
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${icon.node.map(element).join('')}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** `<assetsDir>/icons-<hash>.svg`: the name changes with the content, so the file is cached for good. */
export function iconSpriteFileName(source: string, assetsDir = 'assets'): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `${assetsDir}/icons-${hash}.svg`;
}

/**
 * `virtual:icon-sprite` → the sprite's URL. The build writes the file once, with the client files (the server
 * build computes the same name from the same content, so both agree); the development server serves it from
 * memory. A change to the list restarts the development server (it is a dependency of vite.config.ts).
 * The sprite must stay on the pages' own origin: browsers do not follow a `<use href>` to another origin's file
 * (a `base` on a CDN would need the icons as CSS masks of the same sprite instead).
 */
export function iconSprite(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  let sprite: Promise<{ fileName: string; source: string }> | undefined;
  const getSprite = () => {
    sprite ??= buildIconSprite().then((source) => ({
      source,
      fileName: iconSpriteFileName(source, assetsDir),
    }));
    return sprite;
  };
  return {
    name: 'tanai:icon-sprite',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    resolveId(id) {
      return id === ICON_SPRITE_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { fileName } = await getSprite();
      return `export default ${JSON.stringify(base + fileName)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { fileName, source } = await getSprite();
      this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        getSprite().then(({ fileName, source }) => {
          if (req.url?.split('?')[0] !== base + fileName) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(source);
        }, next);
      });
    },
  };
}
