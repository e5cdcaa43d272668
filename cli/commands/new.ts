// `site new post|vendor|page`: a new content file that builds as it is.
import type { CommandContext } from './context.ts';

export function addNewCommand({ program, projectRoot }: CommandContext): void {
  const newContent = program
    .command('new')
    .description(
      'Start a new content file that builds as it is: site new post "Title", site new vendor "Name", site new page "Title"',
    );

  newContent
    .command('post')
    .description(
      "Write content/blog/NN-slug.md: the next free id, today's date, an author and a category, a body outline (a draft)",
    )
    .argument('<title>', "the post's title, in quotes")
    .option('-a, --author <name>', 'one of the names in content/authors.yaml (asked for in a terminal)')
    .option('-c, --category <name>', 'one of the blog categories (asked for in a terminal)')
    .action(async (title: string, options: { author?: string; category?: string }) => {
      const { newPost } = await import('../model/new-content.ts');
      const file = await newPost(projectRoot, { title, ...options });
      reportNewFile(file, 'a draft: site serve shows it; remove "draft: true" to publish it');
    });

  newContent
    .command('vendor')
    .description(
      'Write content/vendors/<slug>.md: the last of its category, with every field a vendor page needs (a draft)',
    )
    .argument('<name>', "the vendor's name, in quotes")
    .option('-c, --category <slug>', 'a file of content/categories/, without .yaml (asked for in a terminal)')
    .option('-w, --website <url>', "the vendor's https:// address")
    .action(async (name: string, options: { category?: string; website?: string }) => {
      const { newVendor } = await import('../model/new-content.ts');
      const file = await newVendor(projectRoot, { name, ...options });
      reportNewFile(
        file,
        'a draft: site serve shows it at /services/ and its file name; remove "draft: true" to publish it',
      );
    });

  newContent
    .command('page')
    .description('Write content/pages/<slug>.md: a plain page at /<slug>, its title, description and text')
    .argument('<title>', "the page's title, in quotes")
    .action(async (title: string) => {
      const { newPage } = await import('../model/new-content.ts');
      reportNewFile(newPage(projectRoot, { title }), 'its page is / and the file name, in site serve');
    });
}

function reportNewFile(file: string, next: string): void {
  console.log(`Wrote ${file}: fill in the text, then run site serve to see it (${next}).`);
}
