import type { Metadata } from 'next';
import { ToolConsentSlot } from '@/components/consent/ToolConsentSlot';
import { ToolApp } from '@/components/tool/ToolApp';
import JsonLd from '@/lib/seo/JsonLd';
import { softwareApplicationJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { TOOL_CONTENT_SECURITY_POLICY } from '@/lib/tool/content-security-policy';
import { contextRuleIds } from '@/lib/tool/context-rules';
import { ruleSwitches } from '@/lib/tool/rule-switches';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Mask or replace sensitive data in your browser | PasteSafe tool',
  absoluteTitle: true,
  description:
    'Paste logs, code, JSON or URLs and mask or replace emails, IPs, tokens and secrets in your browser before sharing them with an AI assistant. Nothing is uploaded.',
  path: '/tool/',
});

export default function ToolPage() {
  return (
    <div className={styles.page}>
      {/* React hoists this into <head>; the browser then refuses connections to any other origin. */}
      <meta httpEquiv="Content-Security-Policy" content={TOOL_CONTENT_SECURITY_POLICY} />
      {/* The cookie banner sits here on /tool, in the flow and in the static HTML, instead of floating over the tool. */}
      <ToolConsentSlot />
      <header className={styles.intro}>
        <h1 className={styles.title}>Mask sensitive data</h1>
        <p className={styles.lede}>
          Paste a log, code, JSON or a URL. <strong>Mask</strong> hides each sensitive value behind a numbered label;
          <strong> Replace</strong> swaps it for a realistic fake. Everything runs in this browser tab — nothing you
          paste is uploaded, stored or logged.
        </p>
      </header>
      {/* What the island needs of the rules is read here, at build time, so its JavaScript carries no engine. */}
      <ToolApp switches={ruleSwitches()} contextRules={contextRuleIds()} />
      <JsonLd data={softwareApplicationJsonLd()} />
    </div>
  );
}
