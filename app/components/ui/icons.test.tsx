import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import spriteUrl from 'virtual:icon-sprite';
import * as lucide from 'lucide-react';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconSpriteFileName } from '../../../scripts/lib/icon-sprite.ts';
import { ICON_NAMES } from './icon-names.ts';
import * as icons from './icons.tsx';

const appDir = path.resolve(import.meta.dirname, '../..');
const components = Object.entries(icons) as [string, ComponentType<icons.IconProps>][];
const lucideComponents = lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>;

function attributes(svgTag: string): Record<string, string> {
  return Object.fromEntries([...svgTag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Lucide's drawing, as `svg.lucide` in app/app.css gives it to every icon (property → value, `px` dropped). */
const CSS_DRAWING: Record<string, string> = Object.fromEntries(
  [
    ...(
      /svg\.lucide \{([^}]*)\}/.exec(
        readFileSync(path.resolve(import.meta.dirname, '../../app.css'), 'utf8'),
      )?.[1] ?? ''
    ).matchAll(/([\w-]+):\s*([^;]+);/g),
  ].map((m) => [m[1]!, m[2]!.trim().replace(/px$/, '')]),
);

/** What an icon's outer <svg> draws with: the CSS rule, then its attributes, then its inline style. */
function drawing(svgTag: string): Record<string, string> {
  const { style, class: _, ...own } = attributes(svgTag);
  const inline = Object.fromEntries(
    (style ?? '')
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':').map((x) => x.trim().replace(/px$/, '')) as [string, string]),
  );
  return { ...CSS_DRAWING, ...own, ...inline };
}

function outerTag(html: string): string {
  return /^<svg[^>]*>/.exec(html)![0];
}

/** The name a rendered icon draws from the sprite. */
function spriteName(html: string): string {
  const match = /<use href="([^"#]*)#([^"]+)"><\/use>/.exec(html);
  expect(match?.[1]).toBe(spriteUrl);
  return match![2]!;
}

function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('icons', () => {
  it('draws every icon of the list from the sprite, and nothing else', () => {
    const drawn = components.map(([, Icon]) => spriteName(renderToStaticMarkup(<Icon />)));
    expect([...drawn].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws the icon lucide-react draws under the same name, in the same outer <svg>', () => {
    const propSets: Record<string, unknown>[] = [
      {},
      { className: 'size-4 text-primary', 'aria-hidden': true },
      { 'aria-label': 'Close' },
      { size: 16, strokeWidth: 1.5, className: 'fill-accent' },
    ];
    for (const [exportName, Icon] of components) {
      const Lucide = lucideComponents[exportName];
      expect(Lucide, exportName).toBeDefined();
      for (const props of propSets) {
        const ours = renderToStaticMarkup(createElement(Icon, props));
        const theirs = renderToStaticMarkup(createElement(Lucide!, props));
        const { class: ourClass } = attributes(outerTag(ours));
        const { class: theirClass, xmlns: _, ...theirAttributes } = attributes(outerTag(theirs));
        expect(drawing(outerTag(ours)), exportName).toEqual(theirAttributes);
        // lucide's own classes name the icon (lucide-star) and its aliases; nothing styles those
        expect(ourClass).toBe(['lucide', props.className].filter(Boolean).join(' '));
        expect(theirClass!.split(' ')).toEqual(expect.arrayContaining(ourClass!.split(' ')));
      }
    }
  });

  it('is imported only from this module: no page draws lucide-react icons inline, and every icon is used', () => {
    const used = new Set<string>();
    for (const file of appFiles(appDir)) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/from 'lucide-react'/);
      for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from '#app\/components\/ui\/icons\.tsx'/g)) {
        for (const name of m[1]!.split(',')) used.add(name.replace(/^\s*type\s+/, '').trim());
      }
    }
    expect(components.map(([name]) => name).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('icon sprite', () => {
  it('has one symbol per icon, with the shapes lucide-react draws', async () => {
    const sprite = await buildIconSprite();
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1])).toEqual([...ICON_NAMES]);
    const shapes = new Map(symbols.map((m) => [m[1]!, m[2]!]));
    for (const [exportName, Icon] of components) {
      const name = spriteName(renderToStaticMarkup(<Icon />));
      const theirs = renderToStaticMarkup(createElement(lucideComponents[exportName]!));
      const inner = theirs.replace(/^<svg[^>]*>|<\/svg>$/g, '').replace(/><\/(\w+)>/g, '/>');
      expect(shapes.get(name), exportName).toBe(inner);
    }
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it('is named by its content, and that name is the URL the icons use', async () => {
    const sprite = await buildIconSprite();
    expect(spriteUrl).toBe(`/${iconSpriteFileName(sprite)}`);
    expect(spriteUrl).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
    expect(iconSpriteFileName(await buildIconSprite(ICON_NAMES.slice(1)))).not.toBe(spriteUrl.slice(1));
  });
});
