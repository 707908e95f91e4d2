import { Link } from "react-router";
import { knowledgeBaseSearch } from "../../../content/knowledge-base";
import type { FaqArticle } from "../../../shared/faq-question";

/** The FAQ entries the server found for the visitor's search. */
export function KnowledgeBaseAnswers({ query, articles }: { query: string; articles: FaqArticle[] }) {
  return (
    <section aria-labelledby="kb-answers-title" className="container max-w-4xl pt-14">
      <h2 id="kb-answers-title" className="text-2xl font-bold text-slate-900">
        {knowledgeBaseSearch.answersTitle(query)}
      </h2>
      {articles.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {articles.map((article) => (
            <li key={article.id} className="card">
              <h3 className="text-lg font-semibold text-slate-900">{article.question}</h3>
              <p className="mt-2 text-slate-700">{article.answer}</p>
              <Link to={article.url} className="btn-secondary mt-4">
                {knowledgeBaseSearch.readMore}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="card mt-6 text-slate-700">
          {knowledgeBaseSearch.noAnswers}{" "}
          <Link to="/contact" className="underline">
            {knowledgeBaseSearch.askUs}
          </Link>
        </p>
      )}
    </section>
  );
}
