import { createElement, type ReactNode } from 'react';
import { parseSafeHtml, type SafeNode } from './safe-html.js';
import styles from './SafeHtml.module.css';
import { classNames } from '../class-names.js';

function renderNodes(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const children = node.children.length > 0 ? renderNodes(node.children) : undefined;
    if (node.tag === 'a') {
      return (
        <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    return createElement(node.tag, { key: index }, children);
  });
}

export interface SafeHtmlProps {
  /** Untrusted HTML: only the allowlist of `parseSafeHtml` survives. */
  html: string;
  className?: string;
}

/**
 * Operator HTML (release notes) as React elements: allowlisted tags, http(s)/mailto links
 * opening in a new tab, and escaped text. Never dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return (
    <div className={classNames(styles['notes'], className)}>{renderNodes(parseSafeHtml(html))}</div>
  );
}
