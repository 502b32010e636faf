import { compileArticles, ContentBuildError } from './build-content.ts';
try { const a = compileArticles({ articlesDir: 'content/articles' }); console.log(a.map(x => [x.file, x.words, x.readTime])); }
catch (e) { console.log((e as Error).message); }
