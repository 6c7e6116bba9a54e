/*
 * sbx.c — the command-line front end.
 *
 * This file is a client of the public API in sbx.h and nothing else: it
 * parses the command line, turns options into calls on the value, VM and jail
 * libraries, prints what they report and picks the exit status. Each command
 * is one cmd_* function; the table `commands` below lists them with their
 * help text, so `sbx help` can never mention a command that does not exist.
 *
 * Exit statuses follow SPEC §2: 2 for usage errors everywhere; `run` exits
 * 1 when the program raised; jail commands pass the command's own status
 * through and use 124-128+N as coreutils' timeout does.
 */
#include "sbx.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXIT_USAGE 2

typedef struct {
    const char *name;
    int (*fn)(int argc, char **argv);  /* argv[0] is the command name */
    const char *synopsis;              /* one line for `sbx help` */
    const char *help;                  /* the whole text for `sbx help NAME` */
} command;

static int cmd_help(int argc, char **argv);

static const command commands[] = {
    {"help", cmd_help, "help [COMMAND]            show help for sbx or one command",
     "usage: sbx help [COMMAND]\n"
     "\n"
     "Without COMMAND, list the commands. With COMMAND, show its usage and\n"
     "every option with its default.\n"},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

/* Print a usage error in one place so every mistake reads the same way:
 * what was wrong, then what to type instead. */
static int usage_error(const char *cmd, const char *fmt, const char *arg)
{
    fputs("sbx: ", stderr);
    if (cmd) fprintf(stderr, "%s: ", cmd);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'sbx help%s%s' for more information.\n", cmd ? " " : "",
            cmd ? cmd : "");
    return EXIT_USAGE;
}

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    return NULL;
}

static void print_overview(FILE *f)
{
    fputs("sbx " SBX_VERSION " — run untrusted code safely: a Python-dialect interpreter\n"
          "and a container jail in one static binary.\n"
          "\n"
          "usage: sbx COMMAND [ARGS...]\n"
          "\n"
          "commands:\n", f);
    for (size_t i = 0; i < NCOMMANDS; i++) fprintf(f, "  sbx %s\n", commands[i].synopsis);
    fputs("  sbx --version             print the version\n"
          "\n"
          "See 'sbx help COMMAND' or 'man sbx' for details.\n", f);
}

static int cmd_help(int argc, char **argv)
{
    if (argc == 1) {
        print_overview(stdout);
        return 0;
    }
    if (argc > 2) return usage_error("help", "expected at most one COMMAND, got '%s'", argv[2]);
    const command *c = find_command(argv[1]);
    if (!c) return usage_error("help", "unknown command '%s'", argv[1]);
    fputs(c->help, stdout);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        print_overview(stderr);
        return EXIT_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "-V") == 0) {
        puts("sbx " SBX_VERSION);
        return 0;
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0)
        return cmd_help(1, argv + 1);
    const command *c = find_command(name);
    if (!c) {
        if (name[0] == '-') return usage_error(NULL, "unknown option '%s'", name);
        return usage_error(NULL, "unknown command '%s'", name);
    }
    int rc = c->fn(argc - 1, argv + 1);
    if (fflush(stdout) != 0 && rc == 0) {
        fprintf(stderr, "sbx: writing output: %s\n", strerror(errno));
        rc = 1;
    }
    return rc;
}
