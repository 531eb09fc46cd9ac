export default function HomePage() {
  return <div className="mx-auto max-w-6xl px-5 py-20"><h1 className="font-serif text-display">Welcome</h1></div>;
}
