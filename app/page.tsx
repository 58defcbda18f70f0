export default function HomePage() {
  return (
    <main>
      <h1>PasteSafe</h1>
      <p>Mask sensitive data in logs, code and JSON before you paste it into an AI assistant — in your browser.</p>
    </main>
  );
}
