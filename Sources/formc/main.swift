import FormcCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Formc.main(Array(CommandLine.arguments.dropFirst())))
